import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { descriptor } from './descriptor';

describe('module routes', () => {
  it('has an href builder for every route of the descriptor, per role', () => {
    const declared = descriptor.routes.map((route) => [route.path, route.access]);
    const built = (['user', 'provider'] as const).flatMap((role) =>
      [paths[role].cases.path, paths[role].chat.path].map((path) => [
        path,
        role === 'user' ? 'customer' : 'provider',
      ]),
    );
    expect(built.sort()).toEqual(declared.sort());
    expect(paths.user.chat.getHref('CS-1')).toBe('/support-chat/CS-1');
    expect(paths.provider.chat.getHref('CS-1')).toBe('/provider/chat/CS-1');
  });
});
