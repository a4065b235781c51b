// zod's core holds the setting every schema reads; importing it from there brings no schema code into a client.
import { config } from 'zod/v4/core';

// In a browser, zod's fast object parsers are compiled with `new Function`, which the apps' Content-Security-Policy
// (script-src 'self') forbids, and its probe alone makes the browser report a violation: browsers parse without it.
// The choice is read as each schema is created, so index.ts loads this module before any schema. The server keeps
// the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });
