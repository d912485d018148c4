package media

import (
	"container/list"
	"strings"
	"sync"
	"time"
)

// cacheFresh is how long a variant read from the store is served from memory
// before the store is asked again: variants never change, but a photo erased
// on another copy of the site must stop being served from this one's memory too.
const cacheFresh = time.Minute

// cache keeps recently served variants in memory, bounded in bytes, least
// recently used out first, each for cacheFresh after it was read.
type cache struct {
	mu    sync.Mutex
	limit int64
	size  int64
	now   func() time.Time
	order *list.List // front: most recently used
	items map[string]*list.Element
}

type cached struct {
	key  string
	v    *Variant
	read time.Time
}

func newCache(limit int64, now func() time.Time) *cache {
	return &cache{limit: limit, now: now, order: list.New(), items: map[string]*list.Element{}}
}

func (c *cache) get(key string) (*Variant, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	if c.now().Sub(e.Value.(*cached).read) > cacheFresh {
		c.remove(e)
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cached).v, true
}

// put adds v unless it alone takes more than an eighth of the cache.
func (c *cache) put(key string, v *Variant) {
	n := int64(len(v.Bytes))
	if n > c.limit/8 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.items[key]; ok {
		return
	}
	c.items[key] = c.order.PushFront(&cached{key, v, c.now()})
	c.size += n
	for c.size > c.limit {
		c.remove(c.order.Back())
	}
}

func (c *cache) remove(e *list.Element) {
	old := e.Value.(*cached)
	c.order.Remove(e)
	delete(c.items, old.key)
	c.size -= int64(len(old.v.Bytes))
}

// drop forgets every variant of hash, so an erased photo is not served from this copy's memory at once.
func (c *cache) drop(hash string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for key, e := range c.items {
		if strings.HasPrefix(key, hash+"/") {
			c.remove(e)
		}
	}
}
