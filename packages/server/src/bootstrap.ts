import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { PinKeyRing } from './lib/pin-keys.js';
import { generatePassword } from './lib/secrets.js';
import { createOperator, hasOperators } from './modules/admin/index.js';
import { createRoot, findRoot } from './modules/member/index.js';
import { seedCatalogue } from './demo/catalogue.js';
import { seedContent } from './demo/content.js';
import { seedDemo } from './demo/seed.js';

/** First start on an empty database: the root member, the first super admin, and demo content when enabled. */
export async function bootstrap(database: Database, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, pinKeys: PinKeyRing): Promise<void> {
  const db = database.db;
  let root = await findRoot(db);
  if (!root) {
    const password = config.rootPassword ?? generatePassword();
    root = await createRoot(db, password);
    const shown = config.rootPassword ? '(from ONEGO_ROOT_PASSWORD)' : password;
    log.warn(`Root member created: member ID ${root.memberId}, password ${shown}, invitation code ${root.inviteCode}, node codes ${root.leftNodeCode} (left) / ${root.rightNodeCode} (right). This is shown once.`);
    if (config.demo) {
      await seedDemo(database, root, log, pinKeys);
      const uploadsDir = path.join(config.dataDir, 'uploads');
      const made = await seedCatalogue(db, { uploadsDir });
      log.info(`Demo catalogue: ${made.categories} categories, ${made.products} products, ${made.banners} banners.`);
      const news = await seedContent(db, new Date(), { uploadsDir });
      log.info(`Demo content: ${news.announcements} announcements and the company profile.`);
    }
  }
  if (!(await hasOperators(db))) {
    const password = config.adminPassword ?? generatePassword();
    await createOperator(db, { username: 'admin', password, role: 'super_admin' });
    const shown = config.adminPassword ? '(from ONEGO_ADMIN_PASSWORD)' : password;
    log.warn(`Back-office operator created: username admin, password ${shown}. Open /admin to sign in. This is shown once.`);
  }
}
