import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './forms';

function setup() {
  return renderHook(() => useForm({ defaultValues: { email: '', city: '' } })).result;
}

describe('showServerFieldErrors', () => {
  it("puts each problem of a 400's details on the field of that name, or of its alias", () => {
    const form = setup();
    const err = new ApiError(400, 'Invalid email', 'VALIDATION_FAILED', {
      email: 'Enter a valid email address',
      'shipping.city': 'City is required',
      items: 'Too many lines',
    });
    let shown = false;
    act(() => {
      shown = showServerFieldErrors(err, form.current, { 'shipping.city': 'city' });
    });
    expect(shown).toBe(true);
    expect(form.current.getFieldState('email').error?.message).toBe('Enter a valid email address');
    expect(form.current.getFieldState('city').error?.message).toBe('City is required');
  });

  it("puts a problem with one element of a list on the list's field", () => {
    const form = renderHook(() => useForm({ defaultValues: { counties: ['Nairobi'] } })).result;
    act(() => {
      showServerFieldErrors(
        new ApiError(400, 'Invalid counties.1', 'VALIDATION_FAILED', {
          'counties.1': 'Choose one of Kenya’s 47 counties',
        }),
        form.current,
      );
    });
    expect(form.current.getFieldState('counties').error?.message).toBe(
      'Choose one of Kenya’s 47 counties',
    );
  });

  it('does nothing for failures without field problems', () => {
    const form = setup();
    act(() => {
      expect(showServerFieldErrors(new Error('boom'), form.current)).toBe(false);
      expect(
        showServerFieldErrors(new ApiError(409, 'Email taken', 'EMAIL_TAKEN'), form.current),
      ).toBe(false);
    });
    expect(form.current.getFieldState('email').invalid).toBe(false);
  });
});
