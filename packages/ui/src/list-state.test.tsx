// Tests of @callout/ui/list-state. They live in a module until packages/ui has react-dom and
// @testing-library/react as devDependencies; then they move beside the source.

import { MemoryRouter } from '@callout/router/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListState, LoadError } from './list-state';

afterEach(cleanup);

const labels = { loading: 'Loading…', loadFailed: 'This could not be loaded.', retry: 'Try again' };

const renderState = (props: Partial<Parameters<typeof ListState>[0]>) =>
  render(<ListState status="ready" hasItems={false} emptyText="No records" labels={labels} {...props} />, {
    wrapper: MemoryRouter,
  });

describe('ListState', () => {
  it('shows a spinner on the first load only', () => {
    renderState({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    const { container } = renderState({ status: 'loading', hasItems: true });
    expect(container.textContent).toBe('');
  });

  it('shows the error with a retry when the caller can retry', () => {
    const onRetry = vi.fn();
    renderState({ status: 'error', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the error without a button when the caller cannot retry', () => {
    renderState({ status: 'error' });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the empty text, with the module's class, once loaded with no items", () => {
    renderState({ emptyClassName: 'bk-empty' });
    expect(screen.getByText('No records').className).toBe('bk-empty');
  });

  it('shows nothing once loaded with items', () => {
    const { container } = renderState({ hasItems: true });
    expect(container.textContent).toBe('');
  });
});

describe('LoadError', () => {
  it('says the load failed and offers a retry', () => {
    const onRetry = vi.fn();
    render(<LoadError labels={labels} onRetry={onRetry} />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
