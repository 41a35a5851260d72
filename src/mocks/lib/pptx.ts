/**
 * A one-slide PowerPoint presentation (Office Open XML) with a title and lines of text: the parts a
 * reader requires (content types, relationships, presentation, one master, layout and theme, the
 * slide), zipped. What the mock report service exports as PPTX.
 */
import { encodeZip } from './file-formats';

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.presentationml';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function rels(entries: [string, string][]): string {
  const items = entries.map(
    ([type, target], index) => `<Relationship Id="rId${index + 1}" Type="${REL}/${type}" Target="${target}"/>`,
  );
  return `${XML}<Relationships xmlns="${PKG_REL}">${items.join('')}</Relationships>`;
}

const EMPTY_TREE =
  '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>';

function textBox(id: number, name: string, y: number, height: number, paragraphs: string[], size: number): string {
  const runs = paragraphs
    .map((line) => `<a:p><a:r><a:rPr lang="en-US" sz="${size}"/><a:t>${escape(line)}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="11277600" cy="${height}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr><a:lstStyle/>${runs}</p:txBody></p:sp>`
  );
}

function slide(title: string, lines: string[]): string {
  return (
    `${XML}<p:sld xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"><p:cSld><p:spTree>` +
    '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>' +
    textBox(2, 'Title', 304800, 762000, [title], 2800) +
    textBox(3, 'Content', 1143000, 5410200, lines, 1200) +
    '</p:spTree></p:cSld></p:sld>'
  );
}

function theme(): string {
  const colour = (name: string, hex: string) => `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`;
  const solid = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  const line = `<a:ln w="9525">${solid}</a:ln>`;
  const three = (item: string) => item + item + item;
  return (
    `${XML}<a:theme xmlns:a="${A}" name="Report"><a:themeElements><a:clrScheme name="Report">` +
    '<a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>' +
    colour('dk2', '252423') +
    colour('lt2', 'F3F2F1') +
    ['118DFF', '12239E', 'E66C37', '6B007B', 'E044A7', '744EC2']
      .map((hex, index) => colour(`accent${index + 1}`, hex))
      .join('') +
    colour('hlink', '0563C1') +
    colour('folHlink', '954F72') +
    '</a:clrScheme><a:fontScheme name="Report"><a:majorFont><a:latin typeface="Segoe UI"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont>' +
    '<a:minorFont><a:latin typeface="Segoe UI"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>' +
    `<a:fmtScheme name="Report"><a:fillStyleLst>${three(solid)}</a:fillStyleLst><a:lnStyleLst>${three(line)}</a:lnStyleLst>` +
    `<a:effectStyleLst>${three('<a:effectStyle><a:effectLst/></a:effectStyle>')}</a:effectStyleLst>` +
    `<a:bgFillStyleLst>${three(solid)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`
  );
}

/** The presentation: one slide titled `title` with `lines` under it. */
export function pptxOf(title: string, lines: string[]): Uint8Array {
  const text = (name: string, content: string) => ({ name, bytes: new TextEncoder().encode(content) });
  const types =
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/ppt/presentation.xml" ContentType="${CT}.presentation.main+xml"/>` +
    `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${CT}.slideMaster+xml"/>` +
    `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${CT}.slideLayout+xml"/>` +
    `<Override PartName="/ppt/slides/slide1.xml" ContentType="${CT}.slide+xml"/>` +
    '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>' +
    '</Types>';
  const presentation =
    `${XML}<p:presentation xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}">` +
    '<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>' +
    '<p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst>' +
    '<p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>';
  const master =
    `${XML}<p:sldMaster xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}">${EMPTY_TREE}` +
    '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>' +
    '<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>';
  const layout = `${XML}<p:sldLayout xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}" type="blank">${EMPTY_TREE}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;
  return encodeZip([
    text('[Content_Types].xml', types),
    text('_rels/.rels', rels([['officeDocument', 'ppt/presentation.xml']])),
    text('ppt/presentation.xml', presentation),
    text(
      'ppt/_rels/presentation.xml.rels',
      rels([
        ['slideMaster', 'slideMasters/slideMaster1.xml'],
        ['slide', 'slides/slide1.xml'],
        ['theme', 'theme/theme1.xml'],
      ]),
    ),
    text('ppt/slideMasters/slideMaster1.xml', master),
    text(
      'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      rels([
        ['slideLayout', '../slideLayouts/slideLayout1.xml'],
        ['theme', '../theme/theme1.xml'],
      ]),
    ),
    text('ppt/slideLayouts/slideLayout1.xml', layout),
    text('ppt/slideLayouts/_rels/slideLayout1.xml.rels', rels([['slideMaster', '../slideMasters/slideMaster1.xml']])),
    text('ppt/slides/slide1.xml', slide(title, lines)),
    text('ppt/slides/_rels/slide1.xml.rels', rels([['slideLayout', '../slideLayouts/slideLayout1.xml']])),
    text('ppt/theme/theme1.xml', theme()),
  ]);
}
