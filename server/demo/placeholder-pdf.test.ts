import { describe, expect, it } from 'vitest';
import { placeholderPdf } from './placeholder-pdf';

/** The cross-reference table as written: object number → byte offset. */
function xrefOffsets(text: string): number[] {
  const table = /xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text);
  if (!table?.[2]) return [];
  return table[2]
    .split('\n')
    .filter((entry) => entry.endsWith(' n '))
    .map((entry) => Number(entry.slice(0, 10)));
}

describe('placeholderPdf', () => {
  const pdf = placeholderPdf('Buku (Draf) \\ Uji', 'Desa Wisata Tegalsambi');
  const text = pdf.toString('latin1');

  it('is a PDF 1.4 file that names the document and the village', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Parentheses and backslashes are escaped inside PDF string literals.
    expect(text).toContain('(Buku \\(Draf\\) \\\\ Uji)');
    expect(text).toContain('(Desa Wisata Tegalsambi)');
  });

  it('points every cross-reference entry and startxref at the right bytes', () => {
    const offsets = xrefOffsets(text);
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      const header = `${index + 1} 0 obj\n`;
      expect(text.slice(offset, offset + header.length)).toBe(header);
    });
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(/xref\n0 6\n0000000000 65535 f \n/.test(text)).toBe(true);
  });

  it('declares the exact length of its content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    expect(match?.[1]).toBeDefined();
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    const length = Number(match?.[1]);
    expect(text.slice(start + length, start + length + 9)).toBe('endstream');
  });
});
