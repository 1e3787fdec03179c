import { describe, expect, it } from 'vitest';
import { mergeFields } from './field-merge';

const base = { name: 'Pantai Kartini', description: 'Pantai di utara desa.', price: '5000' };

describe('three-way merge of a draft over a newer saved version', () => {
  it('keeps the draft as typed when the server changed nothing', () => {
    const mine = { ...base, name: 'Pantai Kartini Lama' };
    expect(mergeFields(base, base, mine)).toEqual({ values: mine, conflicts: [] });
  });

  it('takes the server\'s value of a field only the server changed', () => {
    const theirs = { ...base, description: 'Pantai di utara desa, dengan dermaga.' };
    expect(mergeFields(base, theirs, base)).toEqual({ values: theirs, conflicts: [] });
  });

  it('merges fields each side changed alone: theirs where only they typed, mine where only I did', () => {
    const theirs = { ...base, description: 'Pantai di utara desa, dengan dermaga.' };
    const mine = { ...base, name: 'Pantai Kartini Lama' };
    expect(mergeFields(base, theirs, mine)).toEqual({
      values: { name: 'Pantai Kartini Lama', description: 'Pantai di utara desa, dengan dermaga.', price: '5000' },
      conflicts: [],
    });
  });

  it('names a field both sides changed differently, holding mine until the admin chooses', () => {
    const theirs = { ...base, description: 'Dengan dermaga.', price: '7000' };
    const mine = { ...base, name: 'Pantai Kartini Lama', description: 'Dengan mercusuar.' };
    expect(mergeFields(base, theirs, mine)).toEqual({
      values: { name: 'Pantai Kartini Lama', description: 'Dengan mercusuar.', price: '7000' },
      conflicts: ['description'],
    });
  });

  it('sees no conflict where both sides made the same change, an emptied field included', () => {
    const same = { ...base, description: 'Dengan dermaga.', price: '' };
    expect(mergeFields(base, same, { ...same })).toEqual({ values: same, conflicts: [] });
  });

  it('treats a field without a known base as a conflict whenever the two sides differ', () => {
    const theirs = { ...base, description: 'Dengan dermaga.' };
    const mine = { ...base, name: 'Pantai Kartini Lama' };
    expect(mergeFields({}, theirs, mine)).toEqual({ values: { ...theirs, name: 'Pantai Kartini Lama', description: base.description }, conflicts: ['name', 'description'] });
  });

  it('follows the server\'s fields: one the draft lacks takes the server\'s value, one the form no longer has is dropped', () => {
    const theirs = { ...base, phone: '0812' };
    const mine = { name: 'Pantai Kartini Lama', description: base.description, price: base.price, retired: 'x' };
    expect(mergeFields(base, theirs, mine)).toEqual({ values: { ...theirs, name: 'Pantai Kartini Lama' }, conflicts: [] });
  });
});
