import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./pwa.config.ts";
import { firstScreen } from "./preload-plugin.ts";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The SPA builds into ../public, which the server binary embeds (--asset ./public).
export default defineConfig({
  root: here("."),
  base: "/",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: here("./src/routes"),
      generatedRouteTree: here("./src/routeTree.gen.ts"),
    }),
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    firstScreen(),
  ],
  // The server's pure shared code (dates, money, catalogues), under one name instead of ../../../../src/shared.
  resolve: { alias: { "@shared": here("../src/shared") } },
  publicDir: here("./static"),
  build: { outDir: here("../public"), emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:7420" } },
});
