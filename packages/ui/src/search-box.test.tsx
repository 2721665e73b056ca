// Tests of @callout/ui/search-box. They live in a module until packages/ui has react-dom and
// @testing-library/react as devDependencies; then they move beside the source.

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(cleanup);

describe('SearchBox', () => {
  it('is a labelled search field that reports what is typed', () => {
    const onChange = vi.fn();
    render(<SearchBox label="Search categories" value="" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search categories' });
    fireEvent.change(input, { target: { value: 'clean' } });
    expect(onChange).toHaveBeenCalledWith('clean');
  });

  it("limits the text to the server's search length unless told otherwise", () => {
    const { rerender } = render(<SearchBox label="Search" value="" onChange={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('maxLength', 100);
    rerender(<SearchBox label="Search" value="" onChange={() => {}} maxLength={20} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('maxLength', 20);
  });

  it("carries the module's class for layout", () => {
    const { container } = render(
      <SearchBox label="Search" value="" onChange={() => {}} className="bk-search" />,
    );
    expect(container.firstElementChild?.className).toBe('field bk-search');
  });
});
