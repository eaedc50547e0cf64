// The school's own web component: it renders Puente's finder inside its shadow root, as a
// design-system panel might, after the Puente loader has already run.
customElements.define(
  'school-panel',
  class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      const heading = document.createElement('h2');
      heading.textContent = this.getAttribute('heading');
      const finder = document.createElement('puente-programme-finder');
      finder.setAttribute('page-size', '2');
      finder.setAttribute('lang', 'en');
      root.append(heading, finder);
    }
  },
);
