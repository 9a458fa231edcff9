import type { VitePWAOptions } from "vite-plugin-pwa";

/**
 * The installable app: manifest, icons and a Workbox service worker that precaches the app shell (so Sunshine opens
 * at once and still shows its screens when the server cannot be reached) plus the notification handlers in
 * static/sw-notify.js. The API is never cached: /api requests always go to the server.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "generateSW",
  // features/pwa/register.ts registers /sw.js itself (after load, never before the first screen).
  injectRegister: false,
  registerType: "autoUpdate",
  filename: "sw.js",
  manifestFilename: "manifest.webmanifest",
  manifest: {
    id: "/",
    name: "Sunshine",
    short_name: "Sunshine",
    description: "Your personal AI business companion",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fff7e6",
    theme_color: "#f59e0b",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
    shortcuts: [
      {
        name: "Add task",
        url: "/?add=task",
        description: "Open the dashboard with the new-task form",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
      {
        name: "AI Assistant",
        url: "/chat",
        description: "Talk to Sunshine",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
    globIgnores: ["**/*.map"],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    importScripts: ["/sw-notify.js"],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
};
