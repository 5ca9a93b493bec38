/** The style of a list drawn without bullets or indentation; spread into a list's style rule. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
