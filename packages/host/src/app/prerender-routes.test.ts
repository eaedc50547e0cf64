import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { prerenderRoutes } from './prerender-routes';
import { publicAddresses } from './public-routes';
import { loadRoutesAt } from './route-tree';

describe("the prerender's routes", () => {
  it('load the screen of every public page', async () => {
    for (const { address } of await publicAddresses()) {
      const pathname = new URL(address, 'http://puente.invalid').pathname;
      await expect(loadRoutesAt(prerenderRoutes, pathname), address).resolves.toBeUndefined();
    }
  });

  it('load the student screens the server renders for a signed-in student', async () => {
    await expect(
      loadRoutesAt(prerenderRoutes, paths.foundationPrograms.getHref()),
    ).resolves.toBeUndefined();
  });

  it('bundle no other screen: another page fails the build, naming it', async () => {
    await expect(loadRoutesAt(prerenderRoutes, paths.dashboard.getHref())).rejects.toThrow(
      'dashboard is not a page the server renders',
    );
  });
});
