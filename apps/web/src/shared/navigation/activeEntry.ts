import { SIDEBAR, type SidebarEntry } from '@feira/shared';

const lower = (p: string) => (p.replace(/\/+$/, '') || '/').toLowerCase();

function flatten(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
}

/** The entry whose path best matches `pathname` (exact, else the longest parent path; "/" only exact). */
export function activeEntry(entries: readonly SidebarEntry[], pathname: string): SidebarEntry | undefined {
  const here = lower(pathname);
  let best: SidebarEntry | undefined;
  for (const e of flatten(entries)) {
    if (!e.path) continue;
    const p = lower(e.path);
    const hit = p === '/' ? here === '/' : here === p || here.startsWith(`${p}/`);
    if (hit && (!best || p.length > lower(best.path ?? '').length)) best = e;
  }
  return best;
}

/** A title for any route, taken from the sidebar labels (hidden entries included). */
export function routeTitle(pathname: string): string | undefined {
  return activeEntry(SIDEBAR, pathname)?.label;
}
