// ProseMirror (under tiptap) measures the selection to keep it in view, and asks which element is
// under the pointer; jsdom lays nothing out and lacks these, so they answer with empty boxes and no
// element. Imported for its effect by the specs that render a rich-text editor.
const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
if (!('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: () => emptyRect,
  });
}
if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });

// A module, not a script: its names stay its own.
export {};
