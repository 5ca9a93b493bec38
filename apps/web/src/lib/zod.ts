// What `import … from 'zod'` means in the web build (an alias in vite.config.ts): zod, configured
// before any schema is built. The page's content security policy allows no eval: the contract's
// schemas then validate without compiling, and zod does not try (a caught attempt is still
// reported as a policy violation). Schemas load with the contract, after the start page shows.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
