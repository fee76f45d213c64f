import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

describe('DocumentTitle', () => {
  it('sets the tab title in the browser and writes no <title> into the page', () => {
    const { container, rerender } = render(<DocumentTitle>Women · Mavazi</DocumentTitle>);
    expect(document.title).toBe('Women · Mavazi');
    expect(container.querySelector('title')).toBeNull();
    rerender(<DocumentTitle>Men · Mavazi</DocumentTitle>);
    expect(document.title).toBe('Men · Mavazi');
  });
});
