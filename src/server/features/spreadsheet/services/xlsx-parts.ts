import { escapeXml } from './sheet-xml';

/**
 * The small, fixed parts of a one-sheet .xlsx, in the order an export writes them: before the sheet, so a reader
 * that streams the zip (exceljs's WorkbookReader, the import's) knows the styles and has its (empty) shared-string
 * table before the rows arrive, and parses the sheet as it comes instead of spooling it to a temporary file.
 */

export const SHEET_PART = 'xl/worksheets/sheet1.xml';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Number formats 164 and 165 are ours; style 1 is a date and time, style 2 a percent (sheet-xml.ts). */
const STYLES =
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="0.0%"/></numFmts>' +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0"/>' +
  '</styleSheet>';

/** Every part but the sheet, as name and content; `sheetName` is the workbook's one sheet. */
export function xlsxParts(sheetName: string): Array<{ name: string; xml: string }> {
  return [
    {
      name: '[Content_Types].xml',
      xml:
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
        `<Override PartName="/${SHEET_PART}" ContentType="${TYPE}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/>` +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      xml: `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      xml:
        `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml:
        `<Relationships xmlns="${PACKAGE_RELS}">` +
        `<Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${OFFICE_RELS}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId3" Type="${OFFICE_RELS}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    },
    { name: 'xl/styles.xml', xml: STYLES },
    { name: 'xl/sharedStrings.xml', xml: `<sst xmlns="${MAIN}" count="0" uniqueCount="0"/>` },
  ].map((part) => ({ name: part.name, xml: DECLARATION + part.xml }));
}
