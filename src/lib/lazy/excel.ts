// The XLSX reader, loaded through ../lazy-libs.ts on the first dropped workbook.
export { default } from "exceljs";
