// The school's page puts the advisor chat in with its site key (here from the address, for the journey).
const chat = document.createElement('puente-advisor-chat');
chat.setAttribute('site-key', new URLSearchParams(location.search).get('site-key') ?? '');
chat.setAttribute('api-base', document.body.dataset.puente);
document.getElementById('chat').append(chat);
