/**
 * The most the start page may weigh as sent: its HTML and the scripts, style sheets and fonts it
 * loads before it shows, brotli-compressed as the server sends them. The web build fails above it
 * (`startPageBudget` in vite-plugins.ts); bench/first-load.ts holds what a first load transfers
 * against it.
 */
export const startPageBudgetBytes = 130 * 1024;
