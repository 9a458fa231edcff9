// Web Push encryption and VAPID, loaded through ../lazy-libs.ts on the first push notification.
export { default } from "web-push";
