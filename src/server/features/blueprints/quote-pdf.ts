// The quote as a PDF document, drawn on the server (pdfkit) so no PDF library reaches the browser:
// the same facts as the print view — who it is for, the revision, issued on, valid until, the lines,
// the totals and who approved it (and, when staff recorded it, by whom and why). Standard PDF fonts only (no font files to ship).
import PDFDocument from 'pdfkit';
import { approvalRecordingOf, type BlueprintDetail, type QuoteRevision } from '@contract/blueprints';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** YYYY-MM-DD → DD MMM YYYY, as the details screens write dates. */
const longDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
};
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The PDF's file name: quote-1001-r2.pdf. */
export function quotePdfName(blueprint: BlueprintDetail, revision: QuoteRevision): string {
  return `quote-${blueprint.application.applicationNumber}-r${revision.revision}.pdf`;
}

export function renderQuotePdf(blueprint: BlueprintDetail, revision: QuoteRevision): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Quote for ${blueprint.preparedFor}, revision ${revision.revision}`, Author: 'Hands-On Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ink = '#0f172a';
  const muted = '#475569';

  doc.fillColor(muted).font('Helvetica').fontSize(10).text('Hands-On Portal');
  doc.moveDown(0.3).fillColor(ink).font('Helvetica-Bold').fontSize(22).text('Quote');
  doc.font('Helvetica').fontSize(12).fillColor(ink).text(`Prepared for ${blueprint.preparedFor}`);
  if (revision.expired)
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fillColor('#b91c1c')
      .text(`Expired on ${longDay(revision.validUntil)}`);
  doc.moveDown(1);

  const facts: [string, string][] = [
    ['District', blueprint.district.name],
    ['Application ID', `#${blueprint.application.applicationNumber}`],
    ['Revision', String(revision.revision)],
    ['Issued on', longDay(revision.issuedOn)],
    ['Valid until', longDay(revision.validUntil)],
    ['Funding partner', blueprint.fundingPartner ?? '—'],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(muted).text(label, left, y, { width: 130 });
    doc.fillColor(ink).text(value, left + 140, y, { width: width - 140 });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);

  // The lines: resource, quantity, unit cost, total.
  const cols = [
    { title: 'Resource', x: left, w: width - 250, align: 'left' as const },
    { title: 'Quantity', x: left + width - 250, w: 60, align: 'right' as const },
    { title: 'Unit cost', x: left + width - 180, w: 85, align: 'right' as const },
    { title: 'Total', x: left + width - 85, w: 85, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
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
    row([line.name, line.quantity.toLocaleString('en-US'), money(line.unitCostCents), money(line.totalCents)]);
  }
  if (revision.lines.length === 0) row(['No resources', '', '', '']);
  doc.moveDown(0.5);

  const linesTotal = revision.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const totals: [string, string, boolean][] = [
    ['Resources included', money(linesTotal), false],
    ['Total program cost', money(revision.totalProgramCostCents), true],
    ['Direct cost to district', money(revision.directCostToDistrictCents), true],
  ];
  for (const [label, value, bold] of totals) {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(ink);
    doc.text(label, left + width - 330, y, { width: 220, align: 'right' });
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(1.5);
  const recorded = approvalRecordingOf(blueprint, revision.revision);
  const onBehalf = recorded ? ` — recorded by ${recorded.staff} on the district's behalf: ${recorded.reason}` : '';
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(muted)
    .text(
      `This quote locks in pricing for 6 months: the prices above hold until ${longDay(revision.validUntil)}. ` +
        (revision.approvedAt
          ? `Approved${revision.approvedBy ? ` by ${revision.approvedBy.name}` : ''} on ${longDay(revision.approvedAt.slice(0, 10))}${onBehalf}.`
          : 'Not approved yet.'),
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
