// The school's own script: records every Puente event it hears, as a school's analytics would.
const log = document.getElementById('events');
for (const name of [
  'puente-ready',
  'puente-waitlist-joined',
  'puente-programme-selected',
  'puente-programme-deselected',
  'puente-chat-summary',
]) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.dataset.event = name;
    // What the element showed when it said so: a school waits for content, not a spinner.
    item.dataset.articles = String(
      event.target.shadowRoot?.querySelectorAll('article').length ?? 0,
    );
    item.textContent = `${name} ${JSON.stringify(event.detail ?? null)}`;
    log.append(item);
  });
}
