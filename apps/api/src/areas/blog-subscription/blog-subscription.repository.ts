import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { BlogSubscriber } from '@insure/domain/blog-subscription'
import type { Database } from '../../db/client.ts'
import { blogSubscribers } from '../../db/schema/index.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'

declare module 'fastify' {
  interface FastifyInstance {
    blogSubscribers: BlogSubscriberRepository
  }
}

export class BlogSubscriberRepository {
  constructor(private readonly db: Database) {}

  /**
   * Subscribes an address to a list, once: the address is stored lower-cased, and subscribing it
   * again only updates the names given.
   */
  async subscribe(listId: string, companyCode: string, subscriber: BlogSubscriber): Promise<void> {
    await withoutParameters(
      'storing a blog subscriber',
      this.db
        .insert(blogSubscribers)
        .values({
          listId,
          companyCode,
          emailAddress: subscriber.emailAddress.toLowerCase(),
          firstName: subscriber.firstName,
          lastName: subscriber.lastName,
        })
        .onConflictDoUpdate({
          target: [blogSubscribers.listId, blogSubscribers.emailAddress],
          set: { firstName: subscriber.firstName, lastName: subscriber.lastName, updatedAt: sql`now()` },
        }),
    )
  }
}

async function blogSubscriberRepositoryPlugin(app: FastifyInstance) {
  app.decorate('blogSubscribers', new BlogSubscriberRepository(app.db))
}

export default fp(blogSubscriberRepositoryPlugin, {
  name: 'blog-subscriber-repository',
  dependencies: ['database'],
})
