// Writes web/src/routeTree.gen.ts from web/src/routes, as the Vite build does, so type checks and unit tests work on
// a fresh clone without building the web app first.
import { Generator, getConfig } from "@tanstack/router-generator";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const config = getConfig(
  {
    target: "react",
    routesDirectory: `${root}web/src/routes`,
    generatedRouteTree: `${root}web/src/routeTree.gen.ts`,
  },
  root,
);
await new Generator({ config, root }).run();
