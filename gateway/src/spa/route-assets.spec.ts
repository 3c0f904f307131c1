import { type BuildManifest, routeAssetTags } from './route-assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_card.js': { file: 'assets/card-c.js', imports: ['_react.js'], css: ['assets/card-c.css'] },
  'src/app/routes/products.tsx': {
    file: 'assets/products-d.js',
    imports: ['index.html', '_card.js'],
    css: ['assets/products-d.css'],
  },
  'src/app/routes/about.tsx': { file: 'assets/about-e.js', imports: ['index.html'] },
};

describe('routeAssetTags', () => {
  it("links a lazy page's CSS (its own and its imports') and preloads its chunks, without what the entry loads", () => {
    expect(routeAssetTags(manifest, ['src/app/routes/products.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/products-d.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-c.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/products-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-c.js">',
    );
  });

  it('adds nothing for the home page (no lazy module) or a module the build does not know', () => {
    expect(routeAssetTags(manifest, [])).toBe('');
    expect(routeAssetTags(manifest, ['src/app/routes/gone.tsx'])).toBe('');
    expect(routeAssetTags({}, ['src/app/routes/products.tsx'])).toBe('');
  });

  it('lists a file once when several modules share it', () => {
    const tags = routeAssetTags(manifest, ['src/app/routes/about.tsx', 'src/app/routes/products.tsx']);
    expect(tags.match(/about-e\.js/g)).toHaveLength(1);
    expect(tags.match(/card-c\.css/g)).toHaveLength(1);
  });
});
