// Fluent's tooltip in a chunk of its own (LazyTooltip.tsx).
export { Tooltip } from '@fluentui/react-components';
