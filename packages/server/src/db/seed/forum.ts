/**
 * A lively demo forum: a dozen topics in German and English across the categories the migration
 * creates, with tags, comments and replies; one hidden comment, one closed thread, and an open
 * report of one comment (a demo member reported it). Deterministic: picked from the plan, no
 * random draws.
 */
import type { forumComments, forumTopicFollows, forumTopics, reports } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import type { SeedPlan } from './plan.ts';

export type ForumSeed = {
  topics: (typeof forumTopics.$inferInsert & { id: string })[];
  comments: (typeof forumComments.$inferInsert & { id: string })[];
  follows: (typeof forumTopicFollows.$inferInsert)[];
  reports: (typeof reports.$inferInsert)[];
};

type TopicScript = {
  category: string;
  title: string;
  body: string;
  tags: string[];
  hoursAgo: number;
  closed?: boolean;
  /** Comments: [author index, text, replies as [author index, text][]]. */
  comments: [number, string, [number, string][]?][];
};

const HOUR = 3600 * 1000;

const TOPICS: TopicScript[] = [
  {
    category: 'fcatgear01',
    title: 'Welcher Röhrenverstärker für kleine Clubs?',
    body: 'Wir spielen meist in Clubs bis 150 Leute. Reichen **15 Watt** Röhre, oder braucht es mehr Headroom?\n\n- Gitarre: Telecaster\n- Stil: Indie-Rock',
    tags: ['amps', 'gitarre', 'live'],
    hoursAgo: 3,
    comments: [
      [
        1,
        '15 Watt reichen locker, wenn ihr über die PA abnehmt.',
        [[2, 'Sehe ich auch so. Lieber einen guten Mikrofonständer kaufen.']],
      ],
      [3, 'Ich spiele einen 20-Watt-Combo, nie Probleme gehabt.'],
    ],
  },
  {
    category: 'fcatgigs01',
    title: 'Gage verhandeln: Was ist fair für eine Newcomer-Band?',
    body: 'Ein Veranstalter bietet uns 150 € für 45 Minuten plus Getränke. Ist das okay, oder sollten wir mehr verlangen?',
    tags: ['gage', 'booking', 'newcomer'],
    hoursAgo: 6,
    comments: [
      [
        2,
        'Für den ersten Gig im Laden ist das fair. Fragt nach einer Beteiligung am Eintritt.',
        [
          [0, 'Guter Tipp, danke!'],
          [4, 'Und immer schriftlich festhalten.'],
        ],
      ],
      [5, 'Kommt auf die Stadt an. In Köln eher wenig.'],
      [3, 'Lasst euch nicht unter Wert verkaufen!'],
    ],
  },
  {
    category: 'fcatband01',
    title: 'Proberaum teilen – wie organisiert ihr das?',
    body: 'Wir teilen uns den Raum mit zwei anderen Bands. Kalender, Schlüssel, Backline – wie regelt ihr das ohne Streit?',
    tags: ['proberaum', 'organisation'],
    hoursAgo: 20,
    comments: [
      [1, 'Geteilter Online-Kalender und feste Tage pro Band. Klappt bei uns seit Jahren.'],
      [
        4,
        'Backline-Liste an die Tür, wer was mitbenutzen darf.',
        [[2, 'Genau, und ein Schloss für die eigenen Sachen.']],
      ],
    ],
  },
  {
    category: 'fcatrecht1',
    title: 'GEMA-Meldung bei eigenen Songs im Club',
    body: 'Müssen wir die Setlist selbst bei der GEMA melden, wenn wir nur eigene Songs spielen? Der Club sagt, das macht er.',
    tags: ['gema', 'setlist'],
    hoursAgo: 30,
    comments: [
      [
        3,
        'Als Mitglied meldest du deine Setlist selbst, sonst gibt es keine Ausschüttung.',
        [[0, 'Danke, das wusste ich nicht.']],
      ],
    ],
  },
  {
    category: 'fcatallg01',
    title: 'Looking for tips on touring Germany as a UK band',
    body: 'We are planning ten dates in spring. Any advice on *routing*, fees and the best cities for indie bands?',
    tags: ['touring', 'english'],
    hoursAgo: 40,
    comments: [
      [2, 'Leipzig, Hamburg and Cologne have great small venues. Avoid Mondays.'],
      [
        5,
        'Bring a carnet for your gear if you travel after Brexit!',
        [[1, 'Good point, customs can be slow.']],
      ],
    ],
  },
  {
    category: 'fcatgear01',
    title: 'In-Ear-Monitoring für die ganze Band',
    body: 'Lohnt sich ein eigenes IEM-Rack, wenn die meisten Clubs nur Wedges haben?',
    tags: ['monitoring', 'technik'],
    hoursAgo: 52,
    comments: [
      [4, 'Absolut. Ihr klingt jeden Abend gleich, egal welcher Club.'],
      [1, 'Achtet auf einen Splitter, damit der FOH nicht leidet.'],
    ],
  },
  {
    category: 'fcatgigs01',
    title: 'Open Stage in Hamburg – Erfahrungen?',
    body: 'Welche Open Stages in Hamburg sind gut besucht und fair zu den Acts?',
    tags: ['openstage', 'hamburg'],
    hoursAgo: 70,
    closed: true,
    comments: [
      [2, 'Donnerstags im Schanzenviertel ist immer voll.'],
      [3, 'Die Liste im Wiki ist aktuell, dort weiterlesen.'],
    ],
  },
  {
    category: 'fcatband01',
    title: 'Drummer gesucht – wie findet ihr Ersatz?',
    body: 'Unser Schlagzeuger zieht weg. Wo sucht ihr am besten nach Ersatz in der Region Köln?',
    tags: ['besetzung', 'schlagzeug', 'koeln'],
    hoursAgo: 90,
    comments: [
      [
        5,
        'Musikersuche hier auf Backline und Aushänge in den Proberaumzentren.',
        [[0, 'Aushänge sind unterschätzt!']],
      ],
    ],
  },
  {
    category: 'fcatallg01',
    title: 'Stage fright before big shows',
    body: 'How do you deal with nerves before a festival slot? Breathing exercises, rituals, anything?',
    tags: ['english', 'mindset'],
    hoursAgo: 120,
    comments: [
      [1, 'A fixed warm-up routine helps me more than anything.'],
      [4, 'Totally normal. The first song is the hardest, then it flows.'],
      [2, 'Buy cheap followers and nobody will care about nerves – link in my profile!!!'],
    ],
  },
  {
    category: 'fcatrecht1',
    title: 'Instrumentenversicherung: Erfahrungen?',
    body: 'Welche Versicherung deckt Diebstahl aus dem Bandbus? Unsere Hausrat zahlt nicht.',
    tags: ['versicherung', 'equipment'],
    hoursAgo: 160,
    comments: [
      [3, 'Spezielle Musikinstrumentenversicherungen decken das, kosten aber etwas mehr.'],
    ],
  },
  {
    category: 'fcatgear01',
    title: 'Home recording: first interface recommendations?',
    body: 'Budget around 200 €. Two inputs are enough for now. Which interface would you pick?',
    tags: ['recording', 'english'],
    hoursAgo: 200,
    comments: [
      [5, 'Anything with decent preamps and stable drivers. Check the manufacturer forums.'],
    ],
  },
  {
    category: 'fcatgigs01',
    title: 'Technical Rider – wie ausführlich?',
    body: 'Wie detailliert sollte ein Rider für Clubgigs sein? Unser aktueller hat sechs Seiten …',
    tags: ['rider', 'booking'],
    hoursAgo: 260,
    comments: [
      [
        1,
        'Eine Seite Stageplot, eine Seite Inputliste. Mehr liest keiner.',
        [[4, 'Unterschreibe ich sofort.']],
      ],
    ],
  },
];

/** The forum's demo rows, written by the demo musician and the first active members. */
export function forumSeedFor(plan: SeedPlan, now: Date, newId: () => string): ForumSeed {
  const seed: ForumSeed = { topics: [], comments: [], follows: [], reports: [] };
  const lena = plan.users.find((user) => user.email === DEMO_ACCOUNTS.musician.email);
  const others = plan.users.filter(
    (user) =>
      user.activatedAt &&
      user.email !== DEMO_ACCOUNTS.musician.email &&
      user.email !== DEMO_ACCOUNTS.admin.email,
  );
  const authors = [lena, ...others.slice(0, 5)].flatMap((user) => (user?.id ? [user.id] : []));
  if (authors.length < 6) return seed;
  const authorAt = (index: number) => authors[index % authors.length] ?? authors[0] ?? '';

  TOPICS.forEach((script, topicIndex) => {
    const topicId = newId();
    const authorUserId = authorAt(topicIndex % 3 === 0 ? 0 : topicIndex);
    const start = now.getTime() - script.hoursAgo * HOUR;
    let at = start;
    const next = () => new Date((at += 25 * 60 * 1000));
    let count = 0;
    for (const [author, text, replies = []] of script.comments) {
      const id = newId();
      const spam = text.includes('followers');
      seed.comments.push({
        id,
        topicId,
        authorUserId: authorAt(author),
        body: text,
        state: spam ? 'hidden' : 'visible',
        createdAt: next(),
      });
      count += 1;
      if (spam) {
        const reporter = authorAt(topicIndex % 2 === 0 ? 3 : 4);
        seed.reports.push({
          reporterUserId: reporter === authorAt(author) ? authorAt(5) : reporter,
          subjectKind: 'forum_comment',
          subjectId: id,
          subjectOwnerUserIds: [authorAt(author)],
          reason: 'spam',
          details: 'Werbung für gekaufte Follower.',
          createdAt: new Date(at + 5 * 60 * 1000),
        });
      }
      for (const [replyAuthor, replyText] of replies) {
        seed.comments.push({
          id: newId(),
          topicId,
          parentId: id,
          authorUserId: authorAt(replyAuthor),
          body: replyText,
          createdAt: next(),
        });
        count += 1;
      }
    }
    seed.topics.push({
      id: topicId,
      categoryId: script.category,
      authorUserId,
      title: script.title,
      body: script.body,
      tags: script.tags,
      threadState: script.closed ? 'closed' : 'open',
      commentCount: count,
      createdAt: new Date(start),
      lastActivityAt: new Date(at),
    });
    seed.follows.push({ topicId, userId: authorUserId });
  });
  return seed;
}
