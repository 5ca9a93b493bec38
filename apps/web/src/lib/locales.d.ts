// The whole English table imported as a module of its own (lib/i18n.ts).
declare module '*.json?all' {
  import type { StringTable } from '@netlens/core';
  const table: StringTable;
  export default table;
}
