// The PDF writer, loaded through ../lazy-libs.ts on the first invoice PDF.
export { PDFDocument, rgb, StandardFonts } from "pdf-lib";
