// What the rest of the server uses of the assistant's engine, loaded together through engine.ts on first use.
export { getAssistant } from "./assistant";
export { runTool } from "./execute";
export { TOOLS, toolNamed } from "./registry";
export { processMessage, sendEmail } from "./service";
export { recognisedPhrases } from "./vocabulary";
