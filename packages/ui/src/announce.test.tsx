// One polite live region for the page, new items highlighted for a moment, and no motion
// for people who ask for reduced motion.
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announce,
  announcerId,
  arrivalHighlightMs,
  arrivedClass,
  useAnnounce,
  useArrivals,
  useArrivingKeys,
} from './announce';
import { Avatar } from './avatar';
import motionCss from './motion.css?raw';

const region = () => document.getElementById(announcerId);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  region()?.remove();
});

function Bids({ ids, ready = true }: { ids: string[]; ready?: boolean }) {
  const say = useAnnounce();
  const arrived = useArrivals(ids, { ready, onArrive: (added) => say(`New bid from ${added.join(', ')}`) });
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-id={id} className={arrived.has(id) ? arrivedClass : undefined}>
          {id}
        </li>
      ))}
    </ul>
  );
}

const item = (container: HTMLElement, id: string) => container.querySelector(`[data-id="${id}"]`);

describe('the live region', () => {
  it('is one polite status region, made when a component that speaks mounts', () => {
    expect(region()).toBeNull();
    render(<Bids ids={[]} />);
    render(<Bids ids={[]} />);
    expect(document.querySelectorAll(`#${announcerId}`)).toHaveLength(1);
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.getAttribute('aria-live')).toBe('polite');
    expect(region()?.getAttribute('aria-atomic')).toBe('true');
  });

  it('says a message, shows it for a while, then goes quiet; the same words twice are said twice', () => {
    announce('Payment secured!');
    act(() => vi.advanceTimersByTime(100));
    expect(region()?.textContent).toBe('Payment secured!');
    expect(region()?.classList.contains('announcer--shown')).toBe(true);
    announce('Payment secured!');
    expect(region()?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(region()?.textContent).toBe('Payment secured!');
    act(() => vi.advanceTimersByTime(arrivalHighlightMs));
    expect(region()?.textContent).toBe('');
    expect(region()?.classList.contains('announcer--shown')).toBe(false);
  });
});

describe('arrivals', () => {
  it('are what came after the first list: announced once and highlighted for a moment', () => {
    const { container, rerender } = render(<Bids ids={['Ada']} />);
    act(() => vi.advanceTimersByTime(100));
    expect(region()?.textContent).toBe('');
    expect(item(container, 'Ada')?.className).toBe('');

    rerender(<Bids ids={['Ada', 'Grace']} />);
    act(() => vi.advanceTimersByTime(100));
    expect(region()?.textContent).toBe('New bid from Grace');
    expect(item(container, 'Grace')?.classList.contains(arrivedClass)).toBe(true);
    expect(item(container, 'Ada')?.classList.contains(arrivedClass)).toBe(false);

    // The same list again (the next poll) is not news.
    rerender(<Bids ids={['Ada', 'Grace']} />);
    act(() => vi.advanceTimersByTime(arrivalHighlightMs));
    expect(item(container, 'Grace')?.classList.contains(arrivedClass)).toBe(false);
    expect(region()?.textContent).toBe('');
  });

  it('wait for the list to be ready: what a first load brings is not new', () => {
    const { container, rerender } = render(<Bids ids={[]} ready={false} />);
    rerender(<Bids ids={['Ada']} ready />);
    act(() => vi.advanceTimersByTime(100));
    expect(item(container, 'Ada')?.className).toBe('');
    expect(region()?.textContent).toBe('');
  });
});

describe('motion.css', () => {
  const css = motionCss.replace(/\/\*[\s\S]*?\*\//g, '');
  const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));

  it('stops every animation and transition under reduced motion', () => {
    expect(reduced.length).toBeGreaterThan(0);
    for (const rule of [
      'animation-duration: 0s !important',
      'transition-duration: 0s !important',
      'animation-delay: 0s !important',
      'transition-delay: 0s !important',
    ]) {
      expect(reduced).toContain(rule);
    }
  });

  it('keeps motion short otherwise: 200 ms at most', () => {
    const durations = [...css.matchAll(/(\d+)ms/g)].map((match) => Number(match[1]));
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) expect(duration).toBeLessThanOrEqual(200);
  });
});

describe('Avatar', () => {
  it('shows the photo when there is one, and the generated pattern otherwise, with its size', () => {
    const { container } = render(
      <>
        <Avatar src="/api/images/photo" seed="a1" name="Ada Lovelace" size={64} />
        <Avatar src={null} seed="a1" name="Ada Lovelace" size={64} alt="Ada Lovelace" />
      </>,
    );
    const [photo, generated] = Array.from(container.querySelectorAll('img'));
    expect(photo?.getAttribute('src')).toBe('/api/images/photo');
    expect(generated?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(generated?.getAttribute('src') ?? '')).toContain('>AL</text>');
    expect(generated?.getAttribute('alt')).toBe('Ada Lovelace');
    expect(generated?.getAttribute('width')).toBe('64');
    expect(generated?.getAttribute('height')).toBe('64');
  });
});

describe('useArrivingKeys', () => {
  it('leaves out the keys of a page loaded on request, and keeps a key new on a page shown', () => {
    const { result, rerender } = renderHook(({ pages }) => useArrivingKeys(pages), {
      initialProps: { pages: [] as string[][] },
    });
    expect(result.current).toEqual([]);
    rerender({ pages: [['a', 'b']] });
    expect(result.current).toEqual(['a', 'b']);
    // The next page, asked for: there all along.
    rerender({
      pages: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(result.current).toEqual(['a', 'b']);
    // A poll brings a new key on the first page: it arrives.
    rerender({
      pages: [
        ['a', 'b', 'e'],
        ['c', 'd'],
      ],
    });
    expect(result.current).toEqual(['a', 'b', 'e']);
  });
});
