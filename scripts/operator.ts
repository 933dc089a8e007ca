/**
 * Adds a back-office operator from the command line, on any database the shop runs on:
 *   npm run operator -- add <email> --role owner|staff|editor [--name "Ad Soyad"] [--lang tr|en]
 * Prints a one-time link (three days) where the operator sets their own password; the log records
 * the command line as the one who added them. Against DATABASE_URL while servers run; the
 * embedded database only while the server is stopped.
 */
import { siteOrigin } from '@/lib/server/http/origin';
import { addOperator } from '@/lib/server/services/operators/accounts';
import { isLocale, localizedPath, type Locale } from '@/lib/shop/locale';
import { isOperatorRole, type OperatorRole } from '@/lib/shop/operators/roles';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { operatorAddSchema } from '@/lib/shop/validation/operators';
import { runDatabaseCommand } from './database-command';

const USAGE = 'Usage: operator.ts add <email> --role owner|staff|editor [--name "Ad Soyad"] [--lang tr|en]';

interface AddCommand {
  email: string;
  role: OperatorRole;
  name?: string;
  lang: Locale;
}

function parse(args: readonly string[]): AddCommand | string {
  const [command, email, ...rest] = args;
  if (command !== 'add' || !email) return USAGE;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (!['--role', '--name', '--lang'].includes(flag)) return `Unknown option ${flag} (${USAGE})`;
    if (value === undefined) return `${flag} needs a value (${USAGE})`;
    options[flag.slice(2)] = value;
  }
  if (!operatorAddSchema.isValidSync({ email, role: options.role })) return `A valid e-mail and --role owner|staff|editor are needed (${USAGE})`;
  const lang = options.lang ?? 'tr';
  if (!isLocale(lang)) return '--lang is tr or en';
  const role = options.role;
  if (!isOperatorRole(role)) return USAGE;
  return { email: email.trim(), role, name: options.name, lang };
}

runDatabaseCommand(parse, async (db, command) => {
  const { code } = await addOperator(db, { operatorId: null, email: 'cli' }, command);
  const link = new URL(localizedPath(operatorRoutes.setPassword(code), command.lang), siteOrigin()).toString();
  console.log(`Operator ${command.email} (${command.role}) added. Their one-time link to set a password (valid for three days):\n${link}`);
});
