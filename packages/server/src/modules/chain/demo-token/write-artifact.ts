// Writes DemoUSDT.json from DemoUSDT.sol (run after changing the source: `npm run -s chain:compile-token`).
import { writeFileSync } from 'node:fs';
import { compileDemoToken, TOKEN_ARTIFACT } from './compile.js';

writeFileSync(TOKEN_ARTIFACT, `${JSON.stringify(compileDemoToken(), null, 2)}\n`);
console.log(`wrote ${TOKEN_ARTIFACT}`);
