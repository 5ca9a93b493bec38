// Fluent's message bar, in a chunk of its own (ui/MessageBar.tsx loads it).
export { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
