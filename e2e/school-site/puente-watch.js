// The school's own script (docs/embedding.md, "When something fails"): it hears
// every Puente failure, the loader's own included, and what the finder showed
// when it said it was ready.
addEventListener('load', () => {
  // Every async script has run or failed by now: no Puente means no loader.
  if (!window.Puente) {
    // reserve.css lets every reservation go: the elements show what the page put inside them.
    document.documentElement.setAttribute('data-puente-failed', '');
    document.dispatchEvent(
      new CustomEvent('puente-error', {
        detail: { tagName: '', reason: 'loader', message: 'Puente’s loader.js did not load' },
      }),
    );
  }
});
for (const name of ['puente-ready', 'puente-error']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.dataset.event = name;
    item.dataset.reason = event.detail?.reason ?? '';
    item.dataset.articles = String(
      event.target.shadowRoot?.querySelectorAll('article').length ?? 0,
    );
    item.textContent = `${name} ${event.detail?.tagName ?? ''} ${event.detail?.reason ?? ''}`;
    document.getElementById('events')?.append(item);
  });
}
