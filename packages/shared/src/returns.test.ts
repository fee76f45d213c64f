import { describe, expect, it } from 'vitest';
import { receivedReturnNote, splitReturnNote } from './returns';

describe('a received return’s history note', () => {
  it('is staff’s note alone when every line went back to stock', () => {
    expect(receivedReturnNote('Seam torn', [])).toBe('Seam torn');
    expect(receivedReturnNote(null, [])).toBeNull();
  });

  it('adds the names not restocked after staff’s note, and splits back into both', () => {
    const note = receivedReturnNote('Seam torn', ['Kitenge Dress', 'Linen Shirt, White']);
    expect(note).toBe(
      'Seam torn. Not restocked (no longer sold): Kitenge Dress, Linen Shirt, White',
    );
    expect(splitReturnNote(note ?? '')).toEqual({
      staffNote: 'Seam torn',
      notRestocked: 'Kitenge Dress, Linen Shirt, White',
    });
  });

  it('splits a note without staff’s words, and leaves any other note as written', () => {
    expect(splitReturnNote(receivedReturnNote(null, ['Kikoi']) ?? '')).toEqual({
      staffNote: null,
      notRestocked: 'Kikoi',
    });
    expect(splitReturnNote('Approved. Courier booked')).toEqual({
      staffNote: 'Approved. Courier booked',
      notRestocked: null,
    });
  });
});
