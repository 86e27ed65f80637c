// Command mcpgo is a labelled test server written against the real
// github.com/mark3labs/mcp-go v1.2.1 API: each finding mcplint must report
// carries a want comment naming its check, and each line a check must stay
// silent on carries an ok comment naming the checks (see docs/testing.md).
package main

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct {
	notes     map[string]string
	cache     map[string]string
	readOnly  bool
	consented bool
	lastErr   error
}

func (s *srv) count(ctx context.Context) (int, error)              { return len(s.notes), ctx.Err() }
func (s *srv) sync(ctx context.Context) error                      { return ctx.Err() }
func (s *srv) get(ctx context.Context, url string) (string, error) { return url, ctx.Err() }
func (s *srv) items(ctx context.Context) ([]string, error)         { return nil, ctx.Err() }
func (s *srv) quote(ctx context.Context, sym string) (quote, error) {
	if sym == "" {
		return quote{}, errors.New("unknown symbol")
	}
	return quote{Symbol: sym}, ctx.Err()
}
func (s *srv) rebuild()  {}
func (s *srv) rollback() {}

func main() {
	if err := server.ServeStdio(newServer(&srv{notes: map[string]string{}})); err != nil {
		log.Fatal(err)
	}
}

func newServer(s *srv) *server.MCPServer {
	m := server.NewMCPServer("labelled", "1.0.0", server.WithToolCapabilities(false))
	m.AddTool(mcp.NewTool("archiveNote"), s.archiveNote)
	m.AddTool(mcp.NewTool("batchFetch"), s.batchFetch)
	m.AddTool(mcp.NewTool("cachedNote"), s.cachedNote)
	m.AddTool(mcp.NewTool("colorTag"), s.colorTag)
	m.AddTool(mcp.NewTool("copyTag"), s.copyTag)
	m.AddTool(mcp.NewTool("countNotes"), s.countNotes)
	m.AddTool(mcp.NewTool("deleteFeed"), s.deleteFeed)
	m.AddTool(mcp.NewTool("describeTag"), s.describeTag)
	m.AddTool(mcp.NewTool("explainError"), s.explainError)
	m.AddTool(mcp.NewTool("exportNote"), s.exportNote)
	m.AddTool(mcp.NewTool("feedCount"), s.feedCount)
	m.AddTool(mcp.NewTool("feedErrorFree"), s.feedErrorFree)
	m.AddTool(mcp.NewTool("feedErrors"), s.feedErrors)
	m.AddTool(mcp.NewTool("feedHealth"), s.feedHealth)
	m.AddTool(mcp.NewTool("feedItems"), s.feedItems)
	m.AddTool(mcp.NewTool("feedStatus"), s.feedStatus)
	m.AddTool(mcp.NewTool("fetchFeed"), s.fetchFeed)
	m.AddTool(mcp.NewTool("fetchFlagged"), s.fetchFlagged)
	m.AddTool(mcp.NewTool("fetchOrError"), s.fetchOrError)
	m.AddTool(mcp.NewTool("firstNote"), s.firstNote)
	m.AddTool(mcp.NewTool("freezeTag"), s.freezeTag)
	m.AddTool(mcp.NewTool("getQuote"), s.getQuote)
	m.AddTool(mcp.NewTool("guardedFetch"), s.guardedFetch)
	m.AddTool(mcp.NewTool("hideTag"), s.hideTag)
	m.AddTool(mcp.NewTool("importFeed"), s.importFeed)
	m.AddTool(mcp.NewTool("jsonNotes"), s.jsonNotes)
	m.AddTool(mcp.NewTool("lastFailure"), s.lastFailure)
	m.AddTool(mcp.NewTool("latestNote"), s.latestNote)
	m.AddTool(mcp.NewTool("linkAccount"), s.linkAccount)
	m.AddTool(mcp.NewTool("localNote"), s.localNote)
	m.AddTool(mcp.NewTool("lockTag"), s.lockTag)
	m.AddTool(mcp.NewTool("markRead"), s.markRead)
	m.AddTool(mcp.NewTool("mergeTags"), s.mergeTags)
	m.AddTool(mcp.NewTool("moveTag"), s.moveTag)
	m.AddTool(mcp.NewTool("noteByID"), s.noteByID)
	m.AddTool(mcp.NewTool("noteTitle"), s.noteTitle)
	m.AddTool(mcp.NewTool("pinNote"), s.pinNote)
	m.AddTool(mcp.NewTool("pinTag"), s.pinTag)
	m.AddTool(mcp.NewTool("pollFeed"), s.pollFeed)
	m.AddTool(mcp.NewTool("quoteAlert"), s.quoteAlert)
	m.AddTool(mcp.NewTool("quoteCurrency"), s.quoteCurrency)
	m.AddTool(mcp.NewTool("quoteDividend"), s.quoteDividend)
	m.AddTool(mcp.NewTool("quoteHistory"), s.quoteHistory)
	m.AddTool(mcp.NewTool("quoteJSON"), s.quoteJSON)
	m.AddTool(mcp.NewTool("quoteLimits"), s.quoteLimits)
	m.AddTool(mcp.NewTool("quoteMarket"), s.quoteMarket)
	m.AddTool(mcp.NewTool("quoteOpen"), s.quoteOpen)
	m.AddTool(mcp.NewTool("quoteSector"), s.quoteSector)
	m.AddTool(mcp.NewTool("quoteSpread"), s.quoteSpread)
	m.AddTool(mcp.NewTool("quoteSummary"), s.quoteSummary)
	m.AddTool(mcp.NewTool("quoteVolume"), s.quoteVolume)
	m.AddTool(mcp.NewTool("readFeedHelp"), s.readFeedHelp)
	m.AddTool(mcp.NewTool("recoverFetch"), s.recoverFetch)
	m.AddTool(mcp.NewTool("refreshFeed"), s.refreshFeed)
	m.AddTool(mcp.NewTool("reindex"), s.reindex)
	m.AddTool(mcp.NewTool("removeTag"), s.removeTag)
	m.AddTool(mcp.NewTool("renameTag"), s.renameTag)
	m.AddTool(mcp.NewTool("renderNote"), s.renderNote)
	m.AddTool(mcp.NewTool("shareTag"), s.shareTag)
	m.AddTool(mcp.NewTool("softFail"), s.softFail)
	m.AddTool(mcp.NewTool("sortNotes"), s.sortNotes)
	m.AddTool(mcp.NewTool("splitTag"), s.splitTag)
	m.AddTool(mcp.NewTool("starTag"), s.starTag)
	m.AddTool(mcp.NewTool("structuredNoteStats"), mcp.NewStructuredToolHandler(s.structuredNoteStats))
	m.AddTool(mcp.NewTool("structuredQuoteStats"), mcp.NewStructuredToolHandler(s.structuredQuoteStats))
	m.AddTool(mcp.NewTool("subscribeFeed"), s.subscribeFeed)
	m.AddTool(mcp.NewTool("syncNotes"), s.syncNotes)
	m.AddTool(mcp.NewTool("tagImage"), s.tagImage)
	m.AddTool(mcp.NewTool("touchNote"), s.touchNote)
	m.AddTool(mcp.NewTool("typedFeedTitle"), mcp.NewTypedToolHandler(s.typedFeedTitle))
	m.AddTool(mcp.NewTool("typedPurgeTag"), mcp.NewTypedToolHandler(s.typedPurgeTag))
	m.AddTool(mcp.NewTool("typedQuoteRange"), mcp.NewTypedToolHandler(s.typedQuoteRange))
	m.AddTool(mcp.NewTool("typedTagCount"), mcp.NewTypedToolHandler(s.typedTagCount))
	m.AddTool(mcp.NewTool("typedTagInfo"), mcp.NewTypedToolHandler(s.typedTagInfo))
	m.AddTool(mcp.NewTool("unpinTag"), s.unpinTag)
	m.AddTool(mcp.NewTool("unsubscribeFeed"), s.unsubscribeFeed)
	m.AddTool(mcp.NewTool("validateFeed"), s.validateFeed)
	registerHarder(m, s)
	registerHarder2(m, s)
	registerInline(m, s)
	registerRecall(m, s)
	registerRecall2(m, s)
	registerRecall3(m, s)
	registerLocal(m, s)
	registerRecall4(m, s)
	registerRecall5(m)
	registerRecall6(m)
	registerSession14(m)
	registerSession15(m)
	_ = registerSession16(m)
	registerSession8(m)
	registerSession9(m)
	registerSession10(m)
	registerSession11(m)
	return m
}
