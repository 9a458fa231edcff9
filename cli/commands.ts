import type { Command } from "commander";

/** The terminal companion's commands (ask, chat, listen) hang off the same binary as the server. */
export function registerCompanionCommands(_program: Command): void {}
