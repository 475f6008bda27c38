/**
 * What a prerendered page's head carries for its web fonts (./remembered-faces.ts): the list of its
 * faces, and the script that runs before its first layout. Written here, at the build, with the
 * page's own faces (./page-faces.ts); never loaded by the browser as a module.
 */
import type { FaceSource } from './add-faces';
import { FACES_ELEMENT, RECORD_KEY } from './remembered-faces';

/**
 * The page's head tags: its faces as JSON, and a script that, if this tab holds every one of
 * them in this build's files, declares them and starts loading them before the first layout, and
 * otherwise does nothing. Inline and plain, for the page's modules run too late; a record it cannot
 * read declares nothing.
 */
export function webFontsHead(sources: readonly FaceSource[]): string {
  const json = JSON.stringify(sources).replace(/</g, '\\u003c');
  // A face's name in the record is its family and weights, as ./remembered-faces.ts writes it.
  const declare = `try{var h=JSON.parse(sessionStorage.getItem(${JSON.stringify(RECORD_KEY)})||"{}"),f=JSON.parse(document.getElementById("${FACES_ELEMENT}").textContent);if(h&&f.every(function(s){return h[s.family+" "+s.weight]===s.url}))f.forEach(function(s){var face=new FontFace(s.family,"url("+s.url+") format('"+s.format+"')",{weight:s.weight,unicodeRange:s.unicodeRange,display:"swap"});document.fonts.add(face);face.load().catch(function(){})})}catch(e){}`;
  return `<script type="application/json" id="${FACES_ELEMENT}">${json}</script><script>${declare}</script>`;
}
