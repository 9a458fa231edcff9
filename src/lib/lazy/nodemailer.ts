// SMTP, loaded through ../lazy-libs.ts on the first e-mail.
export { default } from "nodemailer";
