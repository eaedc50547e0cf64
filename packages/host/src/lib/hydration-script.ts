import { RENDERED_USER_ID } from './rendered-queries';

/** The event the hydrated site sends its page's inline script (`SiteRoot`). */
export const HYDRATED_EVENT = 'puente-hydrated';

/**
 * The inline script that stands in for a prerendered page's module scripts
 * and `modulepreload`s (scripts/prerender.ts takes them out of `<head>`): the
 * page paints from its HTML and stylesheet alone, and its JavaScript is asked
 * for at the visitor's first pointer, touch, key or focus: none at all for a
 * visitor who only reads. An address with a query the page was not rendered
 * for (`/auth?mode=register&handoff=…`: anything but `lang`) asks at once,
 * as its screen has something to do with it, and so does a page rendered
 * for a signed-in student (it holds `RENDERED_USER_ID`), once it has painted: they
 * came to act, and the first paint waits for no script. A button clicked before the
 * page has hydrated is clicked again once it has (the site sends
 * `HYDRATED_EVENT`), so the first tap is not lost; what was typed into a form
 * stays in it (`useTypedBeforeHydration`).
 */
export function hydrationScript({
  scripts,
  modules,
}: {
  scripts: readonly string[];
  modules: readonly string[];
}): string {
  const triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'];
  return [
    '(function(){var s=0,d=document,w=window;',
    'function go(){if(s)return;s=1;',
    `${JSON.stringify(modules)}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;d.head.appendChild(l)});`,
    `${JSON.stringify(scripts)}.forEach(function(u){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=u;d.head.appendChild(e)})}`,
    `${JSON.stringify(triggers)}.forEach(function(t){w.addEventListener(t,go,{capture:true,passive:true,once:true})});`,
    'if(/[?&](?!lang=)[^=&]/.test(location.search))go();',
    // A frame, then a task: the first paint has happened (a frame waits for the stylesheet).
    `d.addEventListener('DOMContentLoaded',function(){if(d.getElementById(${JSON.stringify(RENDERED_USER_ID)}))requestAnimationFrame(function(){setTimeout(go,0)})});`,
    `var h=0,held=null;w.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){h=1;if(held)setTimeout(function(b){b.click()},0,held);held=null});`,
    "w.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');",
    'if(b&&!h){e.preventDefault();e.stopPropagation();held=b;go()}},true)})()',
  ].join('');
}
