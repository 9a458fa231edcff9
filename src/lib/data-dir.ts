import {
  chmodSync,
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

/**
 * The data dir holds the database and the signing secret: only its owner may enter it (0700) and read its files
 * (0600). Applied on every start, so a dir made by an older version or a loose umask is tightened too.
 */
export function secureDataDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  secureFiles(dir);
}

/** Every regular file directly in the dir (database, -wal/-shm, secret, restore copies) to 0600; links untouched. */
export function secureFiles(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isFile() && (stat.mode & 0o777) !== 0o600) chmodSync(path, 0o600);
  }
}

/** Creates an empty file with mode 0600 when it does not exist yet, so SQLite (and its WAL/SHM) inherit that mode. */
export function touchPrivate(file: string) {
  closeSync(openSync(file, constants.O_CREAT | constants.O_WRONLY | constants.O_NOFOLLOW, 0o600));
}

/**
 * Writes a file that must be new: an existing entry (a stale pid file, or a link planted to redirect the write) is
 * removed first, then the file is created exclusively without following links.
 */
export function writeFreshFile(file: string, content: string) {
  rmSync(file, { force: true });
  const fd = openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
}
