/**
 * A one-page placeholder PDF (PDF 1.4, Helvetica, A4) naming a masterplan document, written by hand so
 * the seed needs no PDF library. The admin replaces it with the real book (DESIGN.md §1).
 */

/** Text inside a PDF string literal: backslash and parentheses escaped; anything beyond Latin-1 dropped. */
function pdfString(text: string): string {
  const latin1 = text.replace(/[^\x20-\xff]/g, '');
  return `(${latin1.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/** The page's drawing: one line per entry, at a size, moving down the page. */
function pageContent(lines: { text: string; size: number }[]): string {
  let y = 760;
  const drawn = lines.map(({ text, size }) => {
    const line = `BT /F1 ${size} Tf 72 ${y} Td ${pdfString(text)} Tj ET`;
    y -= size + 18;
    return line;
  });
  return `${drawn.join('\n')}\n`;
}

export function placeholderPdf(title: string, subtitle: string): Buffer {
  const content = pageContent([
    { text: title, size: 24 },
    { text: subtitle, size: 16 },
    { text: 'Dokumen contoh. Admin dapat menggantinya dengan PDF asli.', size: 11 },
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  // The second line's high bytes mark the file as binary for tools that guess (PDF 1.4 §3.4.1).
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Every xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, then space + newline.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
