declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * The route publishes what a user writes (a text others read, an upload, an offer, a
     * message, a topic, a comment): the publishing guard refuses it during a community ban
     * (`moderation.community_ban`), and the authorization matrix checks that its `banned` cell
     * says so (issue 16 item 5).
     */
    publishes?: boolean;
  }
}

export {};
