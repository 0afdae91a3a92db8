// The quote as a PDF document, drawn on the server (pdfkit) so no PDF library reaches the browser:
// the same facts as the print view — who it is for, the revision, issued on, valid until, the lines,
// the totals and who approved it (and, when staff recorded it, by whom and why) — in the reader's
// language, dates and amounts through its Words. Standard PDF fonts only (no font files to ship):
// they encode WinAnsi, which holds every letter of English and Spanish (á é í ó ú ü ñ ¿ ¡).
// pdfkit is loaded with the first quote drawn, not at start: importing it (and the Unicode tables
// it builds) was the largest single cost of a server start, a third of a second on a busy machine.
import { approvalRecordingOf, type BlueprintDetail, type QuoteRevision } from '@contract/blueprints';
import type { Words } from '@server/i18n/text';

const PRODUCT = 'Hands-On Portal';

/** WinAnsi beyond Latin-1 (pdfkit maps these); Latin-1 itself maps one to one. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text a standard font can draw: the spaces Intl writes (narrow and thin no-break spaces) as plain
 * ones, and any other character WinAnsi lacks as "?" rather than a wrong glyph.
 */
export function winAnsi(text: string): string {
  return text.replace(/[\u2000-\u200a\u202f\u205f]/g, ' ').replace(/[^\p{ASCII}\u0080-\u00ff]/gu, (c) => (WIN_ANSI_EXTRA.has(c) ? c : '?'));
}

/** The PDF's file name: quote-1001-r2.pdf. */
export function quotePdfName(blueprint: BlueprintDetail, revision: QuoteRevision): string {
  return `quote-${blueprint.application.applicationNumber}-r${revision.revision}.pdf`;
}

export async function renderQuotePdf(blueprint: BlueprintDetail, revision: QuoteRevision, words: Words): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: words.tag,
    info: { Title: words.t('document.quote.fileTitle', { name: blueprint.preparedFor, revision: revision.revision }), Author: PRODUCT },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const day = (iso: string) => words.detailDate(iso);
  const money = (cents: number) => words.money(cents);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ink = '#0f172a';
  const muted = '#475569';
  /** Text in the current font; every string drawn goes through here. */
  const text = (value: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) => doc.text(winAnsi(value), x, y, options);

  doc.fillColor(muted).font('Helvetica').fontSize(10);
  text(PRODUCT);
  doc.moveDown(0.3).fillColor(ink).font('Helvetica-Bold').fontSize(22);
  text(words.t('document.quote.heading'));
  doc.font('Helvetica').fontSize(12).fillColor(ink);
  text(words.t('document.quote.preparedFor', { name: blueprint.preparedFor }));
  if (revision.expired) {
    doc.moveDown(0.3).font('Helvetica-Bold').fillColor('#b91c1c');
    text(words.t('document.quote.expiredOn', { date: day(revision.validUntil) }));
  }
  doc.moveDown(1);

  const facts: [string, string][] = [
    [words.t('document.quote.district'), blueprint.district.name],
    [words.t('document.quote.applicationId'), words.t('document.quote.applicationNumber', { number: blueprint.application.applicationNumber })],
    [words.t('document.quote.revision'), words.number(revision.revision)],
    [words.t('document.quote.issuedOn'), day(revision.issuedOn)],
    [words.t('document.quote.validUntil'), day(revision.validUntil)],
    [words.t('document.quote.fundingPartner'), blueprint.fundingPartner ?? '—'],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(muted);
    text(label, left, y, { width: 130 });
    doc.fillColor(ink);
    text(value, left + 140, y, { width: width - 140 });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);

  // The lines: resource, quantity, unit cost, total.
  const cols = [
    { title: words.t('document.quote.resource'), x: left, w: width - 250, align: 'left' as const },
    { title: words.t('document.quote.quantity'), x: left + width - 250, w: 60, align: 'right' as const },
    { title: words.t('document.quote.unitCost'), x: left + width - 180, w: 85, align: 'right' as const },
    { title: words.t('document.quote.total'), x: left + width - 85, w: 85, align: 'right' as const },
  ];
  const row = (values: string[], bold = false) => {
    const cells = values.map(winAnsi);
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(ink);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]!.w }));
    if (y + Math.max(...heights) > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    cells.forEach((cell, i) => doc.text(cell, cols[i]!.x, top, { width: cols[i]!.w, align: cols[i]!.align }));
    doc.y = top + Math.max(...heights) + 6;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .strokeColor('#e2e8f0')
      .lineWidth(0.5)
      .stroke();
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  for (const line of revision.lines) {
    row([line.name, words.number(line.quantity), money(line.unitCostCents), money(line.totalCents)]);
  }
  if (revision.lines.length === 0) row([words.t('document.quote.noResources'), '', '', '']);
  doc.moveDown(0.5);

  const linesTotal = revision.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const totals: [string, string, boolean][] = [
    [words.t('document.quote.resourcesIncluded'), money(linesTotal), false],
    [words.t('document.quote.totalProgramCost'), money(revision.totalProgramCostCents), true],
    [words.t('document.quote.directCost'), money(revision.directCostToDistrictCents), true],
  ];
  for (const [label, value, bold] of totals) {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(ink);
    text(label, left + width - 330, y, { width: 220, align: 'right' });
    text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(muted);
  text(`${words.t('document.quote.lockNote', { date: day(revision.validUntil) })} ${approvalSentence(blueprint, revision, words)}`, left, doc.y, {
    width,
  });
  doc.end();
  return done;
}

/** Who approved the revision and when (and, recorded by staff, by whom and why), or that nobody has yet. */
function approvalSentence(blueprint: BlueprintDetail, revision: QuoteRevision, words: Words): string {
  if (!revision.approvedAt) return words.t('document.quote.notApproved');
  const date = words.detailDate(revision.approvedAt.slice(0, 10));
  const name = revision.approvedBy?.name;
  const recorded = approvalRecordingOf(blueprint, revision.revision);
  if (recorded) {
    const vars = { date, staff: recorded.staff, reason: recorded.reason };
    return name ? words.t('document.quote.approvedByOnBehalf', { ...vars, name }) : words.t('document.quote.approvedOnBehalf', vars);
  }
  return name ? words.t('document.quote.approvedBy', { name, date }) : words.t('document.quote.approved', { date });
}
