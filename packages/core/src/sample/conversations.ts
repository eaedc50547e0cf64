import type { ConversationScript } from './counselor-student';

/** The Scripts tab's Past Conversations, oldest first. */
export const CONVERSATIONS: readonly ConversationScript[] = [
  {
    id: 'intro',
    title: 'Getting to Know You',
    date: '2025-09-08',
    content: [
      {
        sender: 'ai',
        message:
          "Hi Sofía! I'm here to help you plan your next step after school. How are you feeling about it?",
      },
      {
        sender: 'student',
        message:
          "Excited but a bit lost. I'd love to study in the UK, but I don't know where to start.",
      },
      {
        sender: 'ai',
        message: "That's a great starting point. What would you most like to study?",
      },
      {
        sender: 'student',
        message: "Something in medicine, I think. Or engineering. I haven't decided.",
      },
      {
        sender: 'ai',
        message:
          'Many students start with two options. A UK foundation year can keep both doors open while you build the grades and English you need.',
      },
    ],
  },
  {
    id: 'interests',
    title: 'Exploring Interests',
    date: '2025-09-22',
    content: [
      {
        sender: 'ai',
        message:
          'Last time you mentioned medicine and engineering. What do you enjoy most at school?',
      },
      {
        sender: 'student',
        message:
          'Biology, definitely. I love learning how the body works. And I lead our robotics club, we built an arm that can pick up small objects.',
      },
      {
        sender: 'ai',
        message:
          'That combination points towards biomedical engineering. Have you done anything in health care?',
      },
      {
        sender: 'student',
        message:
          'I volunteer on Saturdays at a community clinic. I help with the waiting room and sometimes translate for English-speaking patients.',
      },
      {
        sender: 'ai',
        message: 'Wonderful. Does anyone in your family have experience of studying abroad?',
      },
      {
        sender: 'student',
        message:
          "No, I'd be the first. My grandmother is from Italy, so I've spent summers in Bologna, but never studied there.",
      },
    ],
  },
];

/** What the College Profile tab shows (SPEC §3 college-profile preferences). */
