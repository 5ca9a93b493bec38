// Fluent's spinner, in a chunk of its own (ui/Spinner.tsx loads it).
export { Spinner } from '@fluentui/react-components';
