import { parseArgs } from 'node:util';
import { CreateOperatorBody } from '@onego/contract';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { message } from '../http/context.js';
import { AppError } from '../http/errors.js';
import { generatePassword } from '../lib/secrets.js';
import { createOperator } from '../modules/admin/index.js';
import { findByMemberId, findRoot } from '../modules/member/index.js';
import { describeMember } from './member-show.js';
import { runSignerApart } from './signer.js';
import { describeSimulation, planFrom, simulateInput } from './bonus-simulate.js';
import { runSettlement, settleInput } from './bonus-settle.js';
import { planInForce } from '../modules/bonus/index.js';
import { verifyLedger, type VerifyReport } from '../modules/ledger/index.js';
import { adjustWallet } from '../modules/wallet/index.js';
import { z } from 'zod';
import { AssetSchema, hasControlCharacters } from '@onego/contract';

const AdjustInput = z.object({
  member: z.string().min(1),
  asset: AssetSchema,
  amount: z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'a decimal with at most 2 places, negative to debit').refine((v) => Number(v) !== 0, 'must not be zero'),
  // The reason lands in the journal and the audit log, which operators read: no control characters, as in the back office.
  reason: z.string().trim().min(1, 'required').max(500)
    .refine((v) => !hasControlCharacters(v, true), 'contains control characters, which are not allowed'),
});

function describeReport(r: VerifyReport): string {
  const head = `${r.ok ? 'OK' : 'BROKEN'}: ${r.entries} entries, ${r.accounts} accounts.`;
  const problems = [
    ...r.unbalancedEntries.map((x) => `entry ${x.entry_id} does not balance in ${x.asset}: ${x.sum}`),
    ...r.emptyEntries.map((x) => `entry ${x.entry_id} has no postings`),
    ...r.driftedBalances.map((x) => `account ${x.account_id} caches ${x.cached} but its postings sum to ${x.postings}`),
    ...r.driftedHolds.map((x) => `account ${x.account_id} caches ${x.cached} held but its open pending transfers sum to ${x.holds}`),
    ...r.negative.map((x) => `account ${x.account_id} is negative: balance ${x.balance}, held ${x.held}`),
  ];
  return [head, ...problems].join('\n');
}

const HELP = `One Go operator commands: npm run onego -- <command> [options]

  db:migrate                         apply pending database migrations
  admin:create <username> [--role super_admin|finance|operations] [--password <pw>]
                                     create a back-office operator (password generated when omitted)
  member:show <memberId|root> [--json]
                                     show a member: identity, codes, sponsor and placement
  ledger:verify [--json]             prove the books: entries balance, cached balances equal postings, held amounts
                                     equal open pending transfers, nothing negative
  bonus:simulate --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--plan <file.json>] [--json]
                                     replay a bonus plan (the default, or the default with the file's fields over it)
                                     over the real orders of a period, posting nothing: payouts per kind and level,
                                     ratio to sales, beside what was actually paid
  bonus:settle [--date <YYYY-MM-DD> [--early]]
                                     run the daily settlement now: every date due through yesterday (UTC), as the
                                     hourly job does, or one date (a date already settled pays nothing again);
                                     --early settles a date that has not ended yet (rehearsals, tests): its orders
                                     pay now, and the hourly settlement goes on from the day after it
  wallet:adjust --member <id> --asset balance|shop_coins|integral --amount <decimal> --reason <text>
                                     credit a member through the ledger, audited;
                                     a debit is a negative amount written --amount=-12.50
  chain:signer                       run the signer (payouts, sweeps) apart from the web server, until stopped:
                                     needs CHAIN_RPC_URL, CHAIN_XPUB and CHAIN_SIGNER_MNEMONIC_FILE, and DATABASE_URL
  help                               this text

Uses the same configuration as the server (DATABASE_URL, DATA_DIR). With the embedded database,
stop the server first: only one process may open the data folder.`;

/** Runs one CLI command and returns the exit code. */
export async function runCli(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' }, role: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' },
      member: { type: 'string' }, asset: { type: 'string' }, amount: { type: 'string' }, reason: { type: 'string' },
      from: { type: 'string' }, to: { type: 'string' }, plan: { type: 'string' }, date: { type: 'string' }, early: { type: 'boolean' },
    },
    });
  } catch (err) {
    out(`${(err as Error).message}\n\n${HELP}`);
    return 1;
  }
  const { positionals, values } = parsed;
  const [command, arg] = positionals;
  if (!command || command === 'help' || values.help) {
    out(HELP);
    return command ? 0 : 1;
  }
  if (!['db:migrate', 'admin:create', 'member:show', 'ledger:verify', 'wallet:adjust', 'chain:signer', 'bonus:simulate', 'bonus:settle'].includes(command)) {
    out(`Unknown command "${command}".\n\n${HELP}`);
    return 1;
  }
  let period: { from: string; to: string } | undefined;
  if (command === 'bonus:simulate') {
    const checked = simulateInput(values);
    if (typeof checked === 'string') {
      out(`Cannot simulate: ${checked}`);
      return 1;
    }
    period = checked;
  }
  let settle: { date?: string } | undefined;
  if (command === 'bonus:settle') {
    const checked = settleInput(values);
    if (typeof checked === 'string') {
      out(`Cannot settle: ${checked}`);
      return 1;
    }
    settle = checked;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, `cli ${command}`);
  try {
    if (command === 'chain:signer') return await runSignerApart(database.db, out);
    if (command === 'db:migrate') {
      out(`Migrations are up to date (${database.kind === 'pg' ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`}).`);
      return 0;
    }
    if (command === 'admin:create') {
      const password = values.password ?? generatePassword();
      const input = CreateOperatorBody.safeParse({ username: arg, password, role: values.role ?? 'super_admin' });
      if (!input.success) {
        out(`Cannot create operator: ${input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        return 1;
      }
      const op = await createOperator(database.db, input.data);
      out(`Operator "${op.username}" (${op.role}) created.${values.password ? '' : ` Password: ${password}`}`);
      return 0;
    }
    if (command === 'ledger:verify') {
      const report = await verifyLedger(database);
      out(values.json ? JSON.stringify(report, null, 2) : describeReport(report));
      return report.ok ? 0 : 2;
    }
    if (command === 'bonus:simulate' && period) {
      // A proposal is laid over the version in force at the end of the period, as the back office's simulator starts.
      const { plan: base } = await planInForce(database.db, period.to);
      const { text, result } = await describeSimulation(database.db, planFrom(values.plan, base), period.from, period.to);
      out(values.json ? JSON.stringify(result, null, 2) : text);
      return 0;
    }
    if (command === 'bonus:settle' && settle) {
      out(await runSettlement(database.db, settle.date));
      return 0;
    }
    if (command === 'wallet:adjust') {
      const input = AdjustInput.safeParse({ member: values.member, asset: values.asset, amount: values.amount, reason: values.reason });
      if (!input.success) {
        out(`Cannot adjust: ${input.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`);
        return 1;
      }
      const target = await findByMemberId(database.db, input.data.member);
      if (!target) {
        out(`No member "${input.data.member}".`);
        return 1;
      }
      const result = await adjustWallet(database.db, { operatorId: null, operatorName: 'cli', ip: 'cli' }, target, input.data);
      out(`Posted entry ${result.entry_id}: ${target.memberId} now has balance ${result.balance}, shopping coupons ${result.shop_coins}, points ${result.integral}.`);
      return 0;
    }
    const member = arg === 'root' ? await findRoot(database.db) : arg ? await findByMemberId(database.db, arg) : undefined;
    if (!member) {
      out(`No member "${arg ?? ''}".`);
      return 1;
    }
    const view = await describeMember(database.db, member);
    out(values.json ? JSON.stringify(view, null, 2) : Object.entries(view).map(([k, v]) => `${k.padEnd(18)} ${v ?? '-'}`).join('\n'));
    return 0;
  } catch (err) {
    out(`Failed: ${err instanceof AppError ? message('en', err.key, err.params) : err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
