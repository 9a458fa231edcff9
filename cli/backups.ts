import type { Command } from "commander";

// The backup code (S3, encryption, zip) loads only when one of these commands runs: every start of the binary, the
// server's included, registers them.
const actions = () => import("./backup-actions");

export function registerBackupCommands(program: Command) {
  program
    .command("backups")
    .description("list the backups in every destination (data dir, second folder, S3 bucket)")
    .option("--data-dir <dir>", "data dir (env SUNSHINE_DATA_DIR)")
    .action(async (opts) => (await actions()).list(opts));
  program
    .command("restore [backup]")
    .description(
      'restore into a stopped data dir: a backup file, a name from "sunshine backups", or --latest (the current database is backed up and kept aside first)',
    )
    .option("--latest", "the newest backup in any destination")
    .option("--data-dir <dir>", "data dir to restore into (env SUNSHINE_DATA_DIR)")
    .option(
      "--passphrase-file <file>",
      "backup passphrase for encrypted copies, first line of this file (env SUNSHINE_BACKUP_PASSPHRASE or _FILE; asked when unset)",
    )
    .action(async (backup, opts) => (await actions()).restore(backup, opts));
}
